console.log('server: not built yet');
