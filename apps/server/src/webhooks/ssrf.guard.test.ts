import { describe, expect, it } from 'vitest';
import { BlockedUrlError, checkWebhookUrl, isPublicAddress } from './ssrf.guard.js';

const strict = { allowPrivate: false };

describe('SSRF guard', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://127.5.5.5/hook',
    'http://10.1.2.3/hook',
    'http://172.16.0.1/hook',
    'http://172.31.255.254/hook',
    'http://192.168.1.10/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://[::ffff:10.0.0.1]/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
    'http://0.0.0.0/hook',
    'http://localhost:8080/hook',
  ])('refuses %s', async (url) => {
    await expect(checkWebhookUrl(url, strict)).rejects.toBeInstanceOf(BlockedUrlError);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const resolve = () => Promise.resolve([{ address: '10.0.0.7', family: 4 }]);
    await expect(
      checkWebhookUrl('https://hooks.example.com/x', { allowPrivate: false, resolve }),
    ).rejects.toThrow(/resolves to 10\.0\.0\.7/);
  });

  it('refuses when any one of several addresses is private', async () => {
    const resolve = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '::1', family: 6 },
      ]);
    await expect(
      checkWebhookUrl('https://hooks.example.com/x', { allowPrivate: false, resolve }),
    ).rejects.toThrow(/::1/);
  });

  it('refuses other schemes, credentials and garbage', async () => {
    await expect(checkWebhookUrl('ftp://example.com/x', strict)).rejects.toThrow(/http or https/);
    await expect(checkWebhookUrl('file:///etc/passwd', strict)).rejects.toThrow(/http or https/);
    await expect(checkWebhookUrl('https://u:p@example.com/', strict)).rejects.toThrow(/credentials/);
    await expect(checkWebhookUrl('not a url', strict)).rejects.toThrow(/not a valid URL/);
  });

  it('accepts a public address, and loopback when private targets are allowed', async () => {
    const resolve = () => Promise.resolve([{ address: '93.184.216.34', family: 4 }]);
    const ok = await checkWebhookUrl('https://hooks.zapier.com/hooks/catch/1/a/', {
      allowPrivate: false,
      resolve,
    });
    expect(ok.addresses).toEqual([{ address: '93.184.216.34', family: 4 }]);
    const local = await checkWebhookUrl('http://127.0.0.1:9/x', { allowPrivate: true });
    expect(local.addresses[0]?.address).toBe('127.0.0.1');
  });

  it('classifies addresses', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
    expect(isPublicAddress('nonsense')).toBe(false);
  });
});
