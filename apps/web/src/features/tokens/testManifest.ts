import { parseManifest } from '@ghost/contracts/manifest'

/** A deployment manifest for unit tests: every address distinct and recognisable (0x…01 to 0x…12). */
export const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

export const testManifest = parseManifest({
  chainId: 1337,
  startBlock: 0,
  contracts: {
    WBNB: address(1),
    Factory: address(2),
    Router: address(3),
    FeeSplitter: address(9),
    Buyback: address(10),
    Multicall: address(4),
    MasterChef: address(5),
    SmartChef0: address(6),
    SmartChef1: address(7),
    SmartChef2: address(8),
    SmartChef3: address(18),
  },
  tokens: {
    USDT: address(11),
    BUSD: address(12),
    GHOST: address(13),
    CAKE: address(14),
    TAX: address(15),
    DEEP: address(16),
    NEW: address(17),
  },
})
