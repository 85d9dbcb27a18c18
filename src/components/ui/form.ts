import s from './ui.module.css';

/** The look of a plain input, textarea or select (border, focus ring, invalid and disabled states). */
export const controlClass = s.control ?? '';
/** The message under a field whose value was refused. */
export const fieldErrorClass = s.fieldError ?? '';
