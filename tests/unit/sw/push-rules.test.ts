// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPath, NOTIFICATION_ICON, notificationFromPush, windowForTap } from '../../../sw/push-rules';

const ORIGIN = 'https://balcao.example';

describe('notificationFromPush', () => {
  it('shows the server’s title and body, with the manifest’s icon and the order’s address', () => {
    const payload = JSON.stringify({ title: 'Pedido n° 1042: Separado', body: 'Toque para ver os detalhes do pedido.', url: '/detalhes-pedido?id=7&order=1042&parceiro=1' });
    expect(notificationFromPush(payload)).toEqual({
      title: 'Pedido n° 1042: Separado',
      options: {
        body: 'Toque para ver os detalhes do pedido.',
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_ICON,
        data: { url: '/detalhes-pedido?id=7&order=1042&parceiro=1' },
      },
    });
  });

  it('takes its icon from the web manifest', () => {
    const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as { icons: Array<{ src: string }> };
    expect(manifest.icons.map((icon) => icon.src)).toContain(NOTIFICATION_ICON);
  });

  it.each([null, '', 'not json', '42', 'null'])('shows the app’s name and opens the app for a payload %j', (payload) => {
    const shown = notificationFromPush(payload);
    expect(shown.title).toBe('Balcão');
    expect(shown.options.data.url).toBe('/');
  });
});

describe('appPath', () => {
  it.each([
    ['/detalhes-pedido?id=1', '/detalhes-pedido?id=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    [42, '/'],
  ])('%j → %s', (value, expected) => {
    expect(appPath(value)).toBe(expected);
  });
});

describe('windowForTap', () => {
  it('reuses the focused app window', () => {
    const windows = [
      { url: `${ORIGIN}/`, focused: false },
      { url: `${ORIGIN}/carrinho`, focused: true },
    ];
    expect(windowForTap(windows, ORIGIN)).toBe(windows[1]);
  });

  it('reuses the first app window when none is focused, and ignores other origins', () => {
    const windows = [
      { url: 'https://other.example/', focused: true },
      { url: `${ORIGIN}/busca`, focused: false },
    ];
    expect(windowForTap(windows, ORIGIN)).toBe(windows[1]);
  });

  it('answers null when no app window is open (a new one opens)', () => {
    expect(windowForTap([{ url: 'https://other.example/', focused: true }], ORIGIN)).toBeNull();
  });
});
