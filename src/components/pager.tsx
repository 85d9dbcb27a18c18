import { Button, HStack } from '@chakra-ui/react';
import { ko } from '@/i18n/ko';
import { pagerBlock } from '@/lib/pager';

interface PagerProps {
  pageNo: number;
  pageCount: number;
  onChange: (pageNo: number) => void;
}

/** Page links in blocks of 10 (spec §9), with jumps to the neighbouring blocks and the ends. */
export function Pager({ pageNo, pageCount, onChange }: PagerProps) {
  const block = pagerBlock(pageNo, pageCount);
  if (block.pageCount <= 1) return null;
  const go = (page: number | null) => () => {
    if (page !== null && page !== block.current) onChange(page);
  };
  return (
    <HStack as="nav" aria-label={ko.common.pagination} justify="center" gap="1" mt="4" wrap="wrap">
      <Button
        size="sm"
        variant="ghost"
        aria-label={ko.common.firstPage}
        disabled={block.current === 1}
        onClick={go(1)}
      >
        «
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={ko.common.prevBlock}
        disabled={block.prevBlock === null}
        onClick={go(block.prevBlock)}
      >
        ‹
      </Button>
      {block.pages.map((page) => (
        <Button
          key={page}
          size="sm"
          minW="9"
          variant={page === block.current ? 'solid' : 'ghost'}
          colorPalette="teal"
          aria-label={ko.common.page(page)}
          aria-current={page === block.current ? 'page' : undefined}
          onClick={go(page)}
        >
          {page}
        </Button>
      ))}
      <Button
        size="sm"
        variant="ghost"
        aria-label={ko.common.nextBlock}
        disabled={block.nextBlock === null}
        onClick={go(block.nextBlock)}
      >
        ›
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={ko.common.lastPage}
        disabled={block.current === block.pageCount}
        onClick={go(block.pageCount)}
      >
        »
      </Button>
    </HStack>
  );
}
