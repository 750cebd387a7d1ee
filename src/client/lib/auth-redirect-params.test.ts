import { describe, expect, it } from 'vitest';
import { withoutAuthErrorParams } from './auth-redirect-params';

describe('withoutAuthErrorParams', () => {
  it('removes the error parameters from the query and keeps the others', () => {
    const href = 'https://app.example/?error=access_denied&error_code=403&error_description=The+user+cancelled&tab=saved';
    expect(withoutAuthErrorParams(href)).toBe('https://app.example/?tab=saved');
  });

  it('removes them from the fragment (implicit flow)', () => {
    const href = 'https://app.example/#error=server_error&error_description=Something+failed';
    expect(withoutAuthErrorParams(href)).toBe('https://app.example/');
  });

  it('leaves an address without them alone', () => {
    expect(withoutAuthErrorParams('https://app.example/?tab=saved#top')).toBeNull();
    expect(withoutAuthErrorParams('https://app.example/')).toBeNull();
  });
});
