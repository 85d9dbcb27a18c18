import { useState } from 'react';
import { Box, Button, chakra, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { SelectOption } from '@/lib/codes';

export interface MultiSelectProps {
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  /** Accessible name of the trigger. */
  label?: string;
  disabled?: boolean;
}

/** A dropdown of checkboxes; the trigger lists what is chosen. The order of `options` is kept. */
export function MultiSelect({
  options,
  value,
  onChange,
  placeholder = '선택하세요',
  label,
  disabled,
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.filter((o) => value.includes(o.value));
  const shown = chosen.length ? chosen.map((o) => o.label).join(', ') : placeholder;
  const toggle = (v: string) => {
    const next = value.includes(v) ? value.filter((x) => x !== v) : [...value, v];
    // Keep the options' order, whatever order the taps came in.
    onChange(options.map((o) => o.value).filter((x) => next.includes(x)));
  };
  return (
    <Popover.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ sameWidth: true }}>
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          justifyContent="space-between"
          w="full"
          minH="10"
          // The name says what the field is and then what it shows (WCAG 2.5.3: the visible text is
          // part of the name, so a voice command of what is on screen reaches it).
          aria-label={label ? `${label} ${shown}` : undefined}
          disabled={disabled}
          fontWeight="normal"
        >
          <Text truncate color={chosen.length ? 'fg' : 'fg.muted'}>
            {shown}
          </Text>
          <Box as="span" aria-hidden>
            ▾
          </Box>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Body p="2">
              <Stack gap="0" role="group" aria-label={label}>
                {options.map((o) => (
                  <chakra.label
                    key={o.value}
                    display="flex"
                    alignItems="center"
                    gap="3"
                    px="2"
                    minH="11"
                    rounded="md"
                    cursor="pointer"
                    _hover={{ bg: 'bg.muted' }}
                  >
                    <input
                      type="checkbox"
                      checked={value.includes(o.value)}
                      onChange={() => toggle(o.value)}
                      style={{ width: 20, height: 20 }}
                    />
                    {o.label}
                  </chakra.label>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
