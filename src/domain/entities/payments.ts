// Wire shapes of PIX and card payments.
// Field names follow the specs' entities exactly; money is a number in BRL.

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

export interface CardPaymentStatus {
  id: number;
  orderId: number;
  status: CardPaymentStatusCode;
  currentPhaseMessage: string;
}
