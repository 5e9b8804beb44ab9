import type { CardPaymentStatus } from '../../../src/domain/entities/payments';
import type { CardOutcome, CardPaymentRow } from '../db/queries/payments';

/** What Balcão asks an acquirer to authorise: the card as typed (never stored) and what is left to pay on the order. */
export interface CardAuthorisationRequest {
  /** digits only */
  cardNumber: string;
  holder: string;
  /** MM/YY or MM/YYYY, as the app sends it, already checked to lie ahead */
  expirationDate: string;
  securityCode: string;
  /** reais, two decimals */
  amount: number;
  /** the order's number at its partner: the reference the acquirer shows on the statement and in disputes */
  orderNumber: string;
  /** the partner whose order this is: an adapter picks the partner's merchant account with it */
  partnerId: number;
}

/** The acquirer's answer: approved, declined by the issuer, or failed; shown from `decidedAt` (until then: authorising). */
export interface CardAuthorisation {
  outcome: CardOutcome;
  decidedAt: Date;
}

/**
 * The one way Balcão charges a card (services/pay-by-card.ts calls it with the order's row locked, once per
 * request: the route is behind an Idempotency-Key). An adapter for a real acquirer implements this; README
 * "Card payments: what an acquirer adapter implements" says what it must do.
 */
export interface CardAcquirer {
  authorise(request: CardAuthorisationRequest, now: Date): Promise<CardAuthorisation>;
}

/** The simulated acquirer answers after this long, so the app's waiting modal shows. */
export const CARD_DECISION_MS = 4000;

/** Documented test cards (README, docs/architecture.md); any other valid card is approved. */
const TEST_OUTCOMES: Record<string, CardOutcome> = { '4000000000000002': 'DECLINED', '4000000000000119': 'ERROR' };

/** The acquirer every deployment has today: the test cards' outcomes, decided CARD_DECISION_MS later. */
export const simulatedAcquirer: CardAcquirer = {
  authorise: async ({ cardNumber }, now) => ({
    outcome: TEST_OUTCOMES[cardNumber] ?? 'APPROVED',
    decidedAt: new Date(now.getTime() + CARD_DECISION_MS),
  }),
};

const PHASE: Record<CardOutcome | 'PENDING', { status: CardPaymentStatus['status']; message: string }> = {
  PENDING: { status: 0, message: 'Aguardando a autorização do emissor do cartão.' },
  APPROVED: { status: 2, message: 'Pagamento autorizado com sucesso.' },
  DECLINED: { status: 1, message: 'Pagamento recusado pelo emissor do cartão.' },
  ERROR: { status: 1, message: 'Não foi possível comunicar com a operadora do cartão. Tente novamente mais tarde.' },
};

/** The outcome is stored at once but shown only from `decided_at`: until then the attempt reads authorising. */
export function toCardStatus(row: CardPaymentRow, now: Date): CardPaymentStatus {
  const phase = PHASE[now.getTime() < row.decided_at.getTime() ? 'PENDING' : row.outcome];
  return { id: row.id, orderId: row.order_id, status: phase.status, currentPhaseMessage: phase.message, amount: row.amount };
}
