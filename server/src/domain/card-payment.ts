import type { CardPaymentStatus } from '../../../src/domain/entities/payments';
import type { CardOutcome, CardPaymentRow } from '../db/queries/payments';

/** The simulated acquirer answers after this long, so the app's waiting modal shows. */
export const CARD_DECISION_MS = 4000;

/** Documented test cards (docs/architecture.md); any other valid card is approved. */
const TEST_OUTCOMES: Record<string, CardOutcome> = { '4000000000000002': 'DECLINED', '4000000000000119': 'ERROR' };

export function cardOutcome(digits: string): CardOutcome {
  return TEST_OUTCOMES[digits] ?? 'APPROVED';
}

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
