const paths = {
  up: 'M8 13V3M3.5 7.5 8 3l4.5 4.5',
  down: 'M8 3v10M3.5 8.5 8 13l4.5-4.5',
  duplicate: 'M5.5 5.5h7v7h-7zM3.5 10.5v-7h7',
  remove: 'M4 4l8 8M12 4l-8 8',
  copy: 'M6 3.5H4.5v10h7v-10H10M6 2.5h4v2H6z',
} as const;

/** The small line icons of a row's actions; drawn, so no font can lack them. */
export function RowIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
