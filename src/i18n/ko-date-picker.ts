/**
 * The date picker's names for a screen reader (components/date-picker-field; react-datepicker's own are
 * English). Not in ko.ts: only the lazily loaded back-office forms show a date picker.
 */
export const koDatePicker = {
  calendar: '날짜 선택 달력',
  choose: '선택',
  unavailable: '선택할 수 없음',
  previousMonth: '이전 달',
  nextMonth: '다음 달',
  previousYear: '이전 해',
  nextYear: '다음 해',
};
