import { CodeColumn, type CodeItem } from '@/contract';
import { ko } from '@/i18n/ko';

/** One option of a select box. */
export interface SelectOption {
  label: string;
  value: string;
}

/** A code as the screens use it (spec §3: column_name, apply, and a label and value for selects). */
export interface CodeEntry {
  column_name: string;
  apply: number;
  label: string;
  value: string;
}

/** Spec §3 `codes`: the three lists screens filter and label by. */
export interface Codes {
  togo_code: CodeEntry[];
  transaction_code: CodeEntry[];
  pay_code: CodeEntry[];
}

function isEntry(code: CodeItem | CodeEntry): code is CodeEntry {
  return 'label' in code;
}

function toEntry(code: CodeItem | CodeEntry): CodeEntry {
  if (isEntry(code)) return code;
  return { column_name: code.column_name, apply: code.apply, label: code.code_name, value: code.code_value };
}

function sorted(codeList: readonly CodeItem[]): CodeItem[] {
  return [...codeList].sort((a, b) => a.sort - b.sort || a.code_id - b.code_id);
}

export function deriveCodes(codeList: readonly CodeItem[]): Codes {
  const pick = (column: string) =>
    sorted(codeList)
      .filter((c) => c.column_name === column)
      .map(toEntry);
  return {
    togo_code: pick(CodeColumn.ORDER_TYPE),
    transaction_code: pick(CodeColumn.ORDER_STATUS),
    pay_code: pick(CodeColumn.PAY_TYPE),
  };
}

export interface CodeOptionsConfig {
  /** Start with 전체 / '' (default true). Never applies to service_type, which has no "all" (spec §9). */
  all?: boolean;
  /** Keep only active codes, apply === 1. */
  activeOnly?: boolean;
}

/** Select options for one code column, in the server's sort order. */
export function codeOptions(
  codeList: ReadonlyArray<CodeItem | CodeEntry>,
  column: string,
  { all = true, activeOnly = false }: CodeOptionsConfig = {},
): SelectOption[] {
  const hasSort = codeList.every((c) => !isEntry(c));
  const ordered = hasSort ? sorted(codeList as CodeItem[]) : [...codeList];
  const options = ordered
    .map(toEntry)
    .filter((c) => c.column_name === column && (!activeOnly || c.apply === 1))
    .map((c) => ({ label: c.label, value: c.value }));
  const withAll = all && column !== CodeColumn.SERVICE_TYPE;
  return withAll ? [{ label: ko.common.all, value: '' }, ...options] : options;
}

type CodeList = ReadonlyArray<CodeItem | CodeEntry>;

/**
 * Labels by column and value, built once per code list: every order card asks for two or three
 * labels on every render, and scanning (and converting) the whole list each time was measurable
 * in the board's first render.
 */
const labelIndexes = new WeakMap<CodeList, Map<string, string>>();
const labelKey = (column: string, value: string) => `${column}\u0000${value}`;

function labelIndex(codeList: CodeList): Map<string, string> {
  let index = labelIndexes.get(codeList);
  if (!index) {
    index = new Map();
    for (const code of codeList) {
      const c = toEntry(code);
      const key = labelKey(c.column_name, c.value);
      // The first entry wins, as a search of the list would find it.
      if (!index.has(key)) index.set(key, c.label);
    }
    labelIndexes.set(codeList, index);
  }
  return index;
}

/** The label of one code value, e.g. the name of order_type 2. */
export function codeLabel(codeList: CodeList, column: string, value: string | number): string | undefined {
  return labelIndex(codeList).get(labelKey(column, String(value)));
}
