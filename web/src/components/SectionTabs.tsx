import { Tab, Tabs } from '@mui/material';

interface SectionTabsProps<K extends string> {
  value: K;
  onChange: (value: K) => void;
  keys: readonly K[];
  labels: Record<K, string>;
  /** The accessible name of the tab list. */
  label: string;
  /** Few short tabs fill the width; otherwise they scroll on a phone. */
  fullWidth?: boolean;
  /** The id of the one panel the tabs control; each tab is then `${panelId}-tab-${key}`. */
  panelId?: string;
}

/** The tabs of a page section, keyed by the catalogue's tab names. */
export function SectionTabs<K extends string>({
  value,
  onChange,
  keys,
  labels,
  label,
  fullWidth,
  panelId,
}: SectionTabsProps<K>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: K) => onChange(next)}
      aria-label={label}
      {...(fullWidth
        ? { variant: 'fullWidth' }
        : { variant: 'scrollable', allowScrollButtonsMobile: true })}
    >
      {keys.map((key) => (
        <Tab
          key={key}
          value={key}
          label={labels[key]}
          {...(panelId ? { id: `${panelId}-tab-${key}`, 'aria-controls': panelId } : {})}
        />
      ))}
    </Tabs>
  );
}
