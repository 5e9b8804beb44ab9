// Wire shapes of PIX and card payments.
// Field names follow the specs' entities exactly; money is a number in BRL. Ours beyond the
// specs (docs/decisions/0046-payments-that-resume-pix-and-card.md): what a charge pays and to whom, and the
// order's payment state.

export interface PixCharge {
  ready: boolean;
  /** base64 PNG of the QR code (no data: prefix) */
  qrcode: string;
  /** the BR Code (copia e cola) */
  emv: string;
  /** ISO date-time */
  expiresAt: string;
  maximumTimeExpirationInSeconds: number;
  currentStatusGeneration: string;
  /** what this charge collects (the order's total less the customer's credit when it was made) */
  amount: number;
  orderNumber: string;
  /** the distributor partner receiving the payment, as its name is shown */
  receiverName: string;
}

export interface PixPaymentStatus {
  isAlreadyPaid: boolean;
}

export interface CardPaymentRequest {
  cardNumber: string;
  holder: string;
  /** MM/YYYY */
  expirationDate: string;
  securityCode: string;
  /** the order id */
  refererId: number;
}

/** REQUESTING_PAYMENT_AUTHORIZATION (0), FAILED (1), PAYMENT_AUTHORIZATION_APPROVED (2) */
type CardPaymentStatusCode = 0 | 1 | 2;
export const CARD_PAYMENT_FAILED = 1;

export interface CardPaymentStatus {
  id: number;
  orderId: number;
  status: CardPaymentStatusCode;
  currentPhaseMessage: string;
  /** what this attempt charges */
  amount: number;
}

/** An order's payment as the server has it: what opening the PIX or card screen resumes. */
export interface OrderPayment {
  orderId: number;
  orderNumber: string;
  /** the distributor partner receiving the payment, as its name is shown */
  partnerName: string;
  /** what is left to pay now; 0 once paid */
  amountDue: number;
  paid: boolean;
  /** the charge that can still be paid (generating or ready, not expired), null when none */
  pixCharge: PixCharge | null;
  /** the latest card attempt (authorising, approved or failed), null when none */
  cardPayment: CardPaymentStatus | null;
}

/** [access §3] 'UNKNOW' is the spec's spelling: the bank has no copy on file, a second copy can be requested. */
export type SlipAvailability = 'AVAILABLE' | 'REQUESTED' | 'UNKNOW';

/** A payment slip (boleto) [access §3 "Payment slip"], plus its 47-digit typed line (linha digitável). */
export interface PaymentSlip {
  id: number;
  number: string;
  /** YYYY-MM-DD */
  duedate: string;
  value: number;
  /** the 44 digits of the Interleaved 2 of 5 barcode */
  barcode: string;
  /** the 47 digits a customer types or pastes into a bank app; what the copy button copies */
  typedLine: string;
  /** the PDF, on the API's origin (needs the session's headers); null until the slip is AVAILABLE */
  url: string | null;
  availability: SlipAvailability;
}
