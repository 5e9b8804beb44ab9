import type { PaymentSlip } from '../domain/entities/payments';
import { request, requestBlob } from './client';

/** The signed-in customer's slips at the partner. */
export function fetchSlips(partnerId: number): Promise<PaymentSlip[]> {
  return request<PaymentSlip[]>('get', `/payment-slip/partner/${partnerId}`, { partnerId });
}

export function fetchSlip(partnerId: number, slipId: number): Promise<PaymentSlip> {
  return request<PaymentSlip>('get', `/payment-slip/${slipId}`, { partnerId });
}

/** Asks for a second copy of a slip with none on file; answers the slip, now REQUESTED. */
export function postSecondCopy(partnerId: number, slipId: number): Promise<PaymentSlip> {
  return request<PaymentSlip>('post', `/payment-slip/${slipId}/second-copy`, { partnerId });
}

/** The slip's PDF from its `url` (an address of the API, sent with the session's headers). */
export function fetchSlipPdf(partnerId: number, url: string): Promise<Blob> {
  return requestBlob(url, { partnerId });
}
