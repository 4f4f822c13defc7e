// Node flags for the servers the tests start (decision 0286): the process suites', the bench smoke's and
// the browser tests'. V8 compiles PGlite's WebAssembly with its baseline compiler only: those servers live
// seconds to minutes, and optimizing PGlite's hot functions at every start cost about 1.4 of a start's
// 3.5 CPU-seconds. Same code, same behaviour; `npm start` and every deployed server keep V8's defaults.
export const TEST_SERVER_NODE_FLAGS = ['--liftoff-only'];
