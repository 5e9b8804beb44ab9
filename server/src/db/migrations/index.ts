import initial from './001-initial';
import ordering from './002-ordering';
import cartItemIssues from './003-cart-item-issues';
import loginSourceThrottle from './004-login-source-throttle';
import orderCreditUsed from './005-order-credit-used';
import partnerPixReceiver from './006-partner-pix-receiver';
import catalogue from './007-catalogue';
import purchaseHistoryOrders from './008-purchase-history-orders';
import messages from './009-messages';
import signup from './010-signup';
import recovery from './011-recovery';
import devicesGuests from './012-devices-guests';
import slips from './013-slips';
import push from './014-push';
import sessionReplays from './015-session-replays';
import messageDelivery from './016-message-delivery';
import partnerTokens from './017-partner-tokens';
import customerBatches from './018-customer-batches';
import productImport from './019-product-import';
import orderFeed from './020-order-feed';
import pixPayments from './021-pix-payments';
import webhooks from './022-webhooks';

/** Applied in order; the name is recorded in schema_migrations. Never edit a shipped entry: add one. */
export const migrations: { name: string; sql: string }[] = [
  { name: '001-initial', sql: initial },
  { name: '002-ordering', sql: ordering },
  { name: '003-cart-item-issues', sql: cartItemIssues },
  { name: '004-login-source-throttle', sql: loginSourceThrottle },
  { name: '005-order-credit-used', sql: orderCreditUsed },
  { name: '006-partner-pix-receiver', sql: partnerPixReceiver },
  { name: '007-catalogue', sql: catalogue },
  { name: '008-purchase-history-orders', sql: purchaseHistoryOrders },
  { name: '009-messages', sql: messages },
  { name: '010-signup', sql: signup },
  { name: '011-recovery', sql: recovery },
  { name: '012-devices-guests', sql: devicesGuests },
  { name: '013-slips', sql: slips },
  { name: '014-push', sql: push },
  { name: '015-session-replays', sql: sessionReplays },
  { name: '016-message-delivery', sql: messageDelivery },
  { name: '017-partner-tokens', sql: partnerTokens },
  { name: '018-customer-batches', sql: customerBatches },
  { name: '019-product-import', sql: productImport },
  { name: '020-order-feed', sql: orderFeed },
  { name: '021-pix-payments', sql: pixPayments },
  { name: '022-webhooks', sql: webhooks },
];
