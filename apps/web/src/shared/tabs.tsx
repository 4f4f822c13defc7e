import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  label: string;
  panel: ReactNode;
  /** The tab's `data-tap` key, for a tab a prerendered page serves before it hydrates (decision 0217). */
  tap?: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab's index; the parent owns it (a tab tapped before hydration selects it once hydrated). */
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
  listClassName?: string;
  /** Each tab's classes; `aria-selected:` styles the selected one. */
  tabClassName?: string;
  panelClassName?: string;
}

/** Where the arrow keys, Home and End move the selection from `at` among `count` tabs (they wrap). */
function tabAfterKey(key: string, at: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return at === last ? 0 : at + 1;
  if (key === 'ArrowLeft') return at === 0 ? last : at - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * Tabs as WAI-ARIA's tabs pattern has them, with automatic activation: a `tablist` of `tab` buttons (only
 * the selected one in the Tab order, the arrow keys, Home and End select and focus the others) and a
 * `tabpanel` per tab, labelled by its tab, only the selected one rendered and shown. Hand-written rather
 * than Headless UI's (decision 0305): on `/pricing` they hydrate before a tap is served, where Headless
 * UI's tabs cost a phone's main thread more than the page's budget allows.
 */
export function Tabs({
  items,
  selected,
  onSelect,
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: TabsProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    // From the focused tab, as WAI-ARIA's pattern counts: a screen reader's cursor can focus a tab that is
    // not the selected one (it is focusable, only out of the Tab order).
    const focused = tabs.current.indexOf(event.target as HTMLButtonElement);
    const next = tabAfterKey(event.key, focused === -1 ? selected : focused, items.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className={className}>
      <div role="tablist" className={listClassName} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.label}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}tab${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}panel${i}`}
            tabIndex={i === selected ? 0 : -1}
            data-tap={item.tap}
            onClick={() => onSelect(i)}
            className={tabClassName}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.label}
          role="tabpanel"
          id={`${id}panel${i}`}
          aria-labelledby={`${id}tab${i}`}
          tabIndex={0}
          hidden={i !== selected}
          className={panelClassName}
        >
          {i === selected ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
