// The PIX notification's examples in the OpenAPI document (the API Pix's callback format); the OpenAPI test validates
// each against the route's schemas and sends the request to the server.

const paid = {
  endToEndId: 'E00038166202612071432a1B2c3D4e5F',
  txid: 'BLC2026001042x7Qm2',
  valor: '640.08',
  chave: 'financeiro@distribuidora.example',
  horario: '2026-12-07T14:32:05.123Z',
  infoPagador: 'Pedido 2026-001042',
};

const second = { endToEndId: 'E60701190202612071433Zk8Lp0Qw2Xe', txid: 'BLC2026001043r4Tn8', valor: '89.90', horario: '2026-12-07T14:33:40.008-03:00' };

export const PIX_EXAMPLES = {
  request: {
    one: { summary: 'One Pix, as the PSP sends it (chave and infoPagador are ignored)', value: { pix: [paid] } },
    two: { summary: 'Two Pix in one notification', value: { pix: [{ ...paid, endToEndId: 'E00038166202612071432q9W8e7R6t5Y' }, second] } },
  },
  response: {
    confirmed: { summary: 'The Pix paid its charge', value: { pix: [{ endToEndId: paid.endToEndId, result: 'confirmed' }] } },
    mixed: {
      summary: 'A second notification of the first, and one of an unknown txid',
      value: { pix: [{ endToEndId: paid.endToEndId, result: 'duplicate' }, { endToEndId: second.endToEndId, result: 'unknown-txid' }] },
    },
  },
};
