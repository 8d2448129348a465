import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const ORIGIN = 'https://jal.example';

describe('safeReturnPath: where to go back to after signing in', () => {
  it.each([
    ['/courses?x=1#y', '/courses?x=1#y'],
    ['/dashboard/users', '/dashboard/users'],
    ['/', '/'],
    ['/courses/a%20b', '/courses/a%20b'],
    ['/courses/../dashboard', '/dashboard'],
    ['/dashboard/users?q=R%26D', '/dashboard/users?q=R%26D'],
    ['/dashboard/users?page=2&q=a%20b', '/dashboard/users?page=2&q=a%20b'],
    ['/courses/a%2Fb', '/courses/a%2Fb'],
    ['/पाठ्यक्रम', '/%E0%A4%AA%E0%A4%BE%E0%A4%A0%E0%A5%8D%E0%A4%AF%E0%A4%95%E0%A5%8D%E0%A4%B0%E0%A4%AE'],
  ])('keeps the path %j on the site', (value, expected) => expect(safeReturnPath(value, ORIGIN)).toBe(expected));

  it.each([
    // Tabs and newlines are dropped by the URL parser, turning these into "//evil.example".
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    '/courses%00',
    '/courses\u0000',
    '/courses%7f',
    // Protocol-relative, and the backslash spellings browsers read as such.
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/courses\\..\\..\\evil',
    // The same forms percent-encoded, as a crafted link carries them.
    '%2F%09%2Fevil.example',
    '/%2F%09%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%5c%2Fevil.example',
    '/courses%5C..%5Cevil',
    // Dot segments that leave "//host" once the URL parser removes them, raw and encoded.
    '/.//evil.example',
    '/..//evil.example',
    '/courses/..//evil.example',
    '/./\\evil.example',
    '/.%2F/evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    // Other schemes and other sites.
    'https://evil.example/x',
    'https://jal.example/courses',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Not a path.
    'courses',
    ' /courses',
    '/%E0%A4',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => expect(safeReturnPath(value, ORIGIN)).toBeNull());
});
