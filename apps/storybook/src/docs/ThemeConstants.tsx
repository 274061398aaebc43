// The non-colour constants of spec section 9, read from lms-core.
import { DIALOG_SHAKE_MS, notificationDefaults, PUBLIC_BASE_PATH, TEXTAREA_DEFAULT_ROWS } from '@lms/core';

export const THEME_CONSTANTS: readonly { name: string; value: string; source: string }[] = [
  {
    name: 'Notification position',
    value: notificationDefaults.position,
    source: 'notificationDefaults.position',
  },
  {
    name: 'Notification duration',
    value: `${notificationDefaults.timeoutMs} ms`,
    source: 'notificationDefaults.timeoutMs',
  },
  {
    name: 'Notification text colour',
    value: notificationDefaults.textColor,
    source: 'notificationDefaults.textColor',
  },
  {
    name: 'Notification close label',
    value: notificationDefaults.closeLabel,
    source: 'notificationDefaults.closeLabel',
  },
  { name: 'Dialog shake', value: `${DIALOG_SHAKE_MS} ms`, source: 'DIALOG_SHAKE_MS' },
  { name: 'Textarea rows', value: String(TEXTAREA_DEFAULT_ROWS), source: 'TEXTAREA_DEFAULT_ROWS' },
  { name: 'Public base path', value: PUBLIC_BASE_PATH, source: 'PUBLIC_BASE_PATH' },
];

export function ThemeConstants() {
  return (
    <table className="lms-docs-table">
      <caption>Interface constants (spec section 9)</caption>
      <thead>
        <tr>
          <th scope="col">Constant</th>
          <th scope="col">Value</th>
          <th scope="col">lms-core export</th>
        </tr>
      </thead>
      <tbody>
        {THEME_CONSTANTS.map((constant) => (
          <tr key={constant.source}>
            <th scope="row">{constant.name}</th>
            <td>{constant.value}</td>
            <td>
              <code>{constant.source}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
