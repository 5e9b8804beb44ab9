// The webhook routes' examples in the OpenAPI document; the OpenAPI test validates each against the routes' schemas
// and sends the requests to the server.

const endpoint = {
  id: 7,
  url: 'https://erp.distribuidora.example/balcao/webhooks',
  events: ['order.placed', 'order.changed', 'order.cancelled', 'payment.received'],
  enabled: true,
  createdAt: '2026-12-07T10:15:00.000Z',
  updatedAt: '2026-12-07T10:15:00.000Z',
};

const delivery = {
  id: 5120,
  eventId: 'msg_2xQbW1v9kKc3nq0m7fJt8A',
  type: 'order.placed',
  status: 'delivered',
  attempts: 2,
  createdAt: '2026-12-07T11:32:08.412Z',
  nextAttemptAt: null,
  deliveredAt: '2026-12-07T11:32:41.907Z',
  lastError: null,
};

const attemptLog = [
  { attempt: 1, at: '2026-12-07T11:32:09.020Z', durationMs: 10004, statusCode: null, error: 'Sem resposta em 10 s.' },
  { attempt: 2, at: '2026-12-07T11:32:41.655Z', durationMs: 252, statusCode: 200, error: null },
];

export const WEBHOOK_EXAMPLES = {
  create: {
    request: {
      orders: {
        summary: 'The order and payment events, to a receiver of the ERP',
        value: { url: endpoint.url, events: endpoint.events },
      },
      signups: {
        summary: 'Signup requests only, to another receiver, not sending yet',
        value: { url: 'https://crm.distribuidora.example/hooks/cadastro', events: ['customer.signup_requested'], enabled: false },
      },
    },
    response: {
      created: { summary: 'Its secret, shown this once', value: { ...endpoint, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw0w9e5pQJg7E=' } },
    },
  },
  list: { all: { summary: 'One endpoint', value: [endpoint] } },
  one: { endpoint: { summary: 'An endpoint', value: endpoint } },
  update: {
    request: {
      pause: { summary: 'Stop sending for a while', value: { enabled: false } },
      events: { summary: 'Another list of events', value: { events: ['order.placed', 'order.cancelled'] } },
    },
    response: { paused: { summary: 'Paused', value: { ...endpoint, enabled: false, updatedAt: '2026-12-07T15:40:12.000Z' } } },
  },
  deliveries: {
    page: {
      summary: 'Newest first: one waiting for its next attempt, one delivered',
      value: [
        {
          id: 5121,
          eventId: 'msg_Hh0cT3LQy8p6x1V2Zr4NwQ',
          type: 'order.changed',
          status: 'pending',
          attempts: 3,
          createdAt: '2026-12-07T14:05:51.090Z',
          nextAttemptAt: '2026-12-07T14:09:55.000Z',
          deliveredAt: null,
          lastError: 'HTTP 503: Service Unavailable',
        },
        delivery,
      ],
    },
  },
  delivery: { delivered: { summary: 'Delivered on its second attempt', value: { ...delivery, attemptLog } } },
  replay: {
    queued: {
      summary: 'Queued again: due now, its log kept',
      value: { ...delivery, status: 'pending', nextAttemptAt: '2026-12-07T16:00:00.000Z', deliveredAt: null, attemptLog },
    },
  },
};
