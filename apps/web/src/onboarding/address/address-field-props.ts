/**
 * The address field's props, in a module of their own: the field and its Maps version (a lazy chunk that
 * the field imports) both take them, so neither imports the other's types back (no import cycle, type
 * imports counted: decision 0316).
 */
export interface AddressFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onValue: (value: string) => void;
}
