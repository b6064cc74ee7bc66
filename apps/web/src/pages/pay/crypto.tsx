import type { CryptoMethod } from '@crowdsolve/contract';
import { CryptoPayScreen } from '../../features/payments/crypto.tsx';
import { PayFrame } from '../../features/payments/frame.tsx';

function CryptoPage({ routeId, method }: { routeId: string; method: CryptoMethod }) {
  return (
    <PayFrame routeId={routeId}>
      <CryptoPayScreen method={method} />
    </PayFrame>
  );
}

/** `/pay/cryptocurrency-btc-BTC`. */
export function PayCryptoBtcPage() {
  return <CryptoPage routeId="payCryptoBtc" method="btc" />;
}

/** `/pay/cryptocurrency-bch-BCH`. */
export function PayCryptoBchPage() {
  return <CryptoPage routeId="payCryptoBch" method="bch" />;
}

/** `/pay/cryptocurrency-tron-USDT`. */
export function PayCryptoTronUsdtPage() {
  return <CryptoPage routeId="payCryptoTronUsdt" method="usdt_tron" />;
}
