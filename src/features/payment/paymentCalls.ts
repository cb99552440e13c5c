// The public payment notice's call (ours: /payment/view/notice). Screens call this, never fetch.
import { api } from '../../app/api/api';
import { PATHS } from '../../domain/api';
import type { PaymentNotice } from '../../domain/help/payment';

export function fetchPaymentNotice(id: string): Promise<PaymentNotice> {
  return api.request<PaymentNotice>(PATHS.paymentNotice, {
    method: 'POST',
    body: { id },
    redirectOnExpiry: false,
  });
}
