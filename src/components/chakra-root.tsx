import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '@/lib/theme';

/**
 * Chakra's provider with the app's theme. Modules that load lazily anyway (dialogs) wrap themselves
 * in it directly; screens reached from the plain shell use ChakraScope, which loads this on demand.
 */
export function ChakraRoot({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
