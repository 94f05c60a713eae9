import type { ComponentApi } from '@lectern/theme-core';
import { type Labels, labelText } from '../../labels';
import * as styles from './ApiTable.css';
import { ApiText } from './ApiText';

export interface ApiTableProps {
  /** The component's API data: props, events and slots. */
  api: ComponentApi;
  /** The level of the tables' headings (Props, Events, Slots). Default: 3. */
  headingLevel?: 2 | 3 | 4;
  labels?: Labels | undefined;
}

/**
 * The API tables of a documented component: its props (type, default, accepted values, description),
 * its events (payload) and its slots. A kind the component has none of is left out.
 */
export function ApiTable({ api, headingLevel = 3, labels }: ApiTableProps) {
  const Heading = `h${headingLevel}` as const;
  const t = (key: Parameters<typeof labelText>[1]) => labelText(labels, key);
  const id = (kind: string) => `api-${api.name.toLowerCase()}-${kind}`;
  return (
    <div className={styles.section} data-api={api.name}>
      {api.props.length > 0 && (
        <section aria-labelledby={id('props')}>
          <Heading id={id('props')}>{t('api.props')}</Heading>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('api.name')}</th>
                  <th scope="col">{t('api.type')}</th>
                  <th scope="col">{t('api.default')}</th>
                  <th scope="col">{t('api.description')}</th>
                </tr>
              </thead>
              <tbody>
                {api.props.map((prop) => (
                  <tr key={prop.name}>
                    <th scope="row">
                      <code className={styles.code}>{prop.name}</code>
                      {prop.required && <span className={styles.required}>{t('api.required')}</span>}
                    </th>
                    <td>
                      <code className={styles.code}>{prop.type}</code>
                    </td>
                    <td>
                      {prop.default === null ? '—' : <code className={styles.code}>{prop.default}</code>}
                    </td>
                    <td>
                      <ApiText text={prop.description} />
                      {prop.values && (
                        <div className={styles.values}>
                          {t('api.values')}{' '}
                          {prop.values.map((value, index) => (
                            <span key={value}>
                              {index > 0 && ', '}
                              <code className={styles.code}>{value}</code>
                            </span>
                          ))}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {api.events.length > 0 && (
        <section aria-labelledby={id('events')}>
          <Heading id={id('events')}>{t('api.events')}</Heading>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('api.name')}</th>
                  <th scope="col">{t('api.payload')}</th>
                  <th scope="col">{t('api.description')}</th>
                </tr>
              </thead>
              <tbody>
                {api.events.map((event) => (
                  <tr key={event.name}>
                    <th scope="row">
                      <code className={styles.code}>{event.name}</code>
                    </th>
                    <td>
                      <code className={styles.code}>{event.payload}</code>
                    </td>
                    <td>
                      <ApiText text={event.description} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {api.slots.length > 0 && (
        <section aria-labelledby={id('slots')}>
          <Heading id={id('slots')}>{t('api.slots')}</Heading>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('api.name')}</th>
                  <th scope="col">{t('api.description')}</th>
                </tr>
              </thead>
              <tbody>
                {api.slots.map((slot) => (
                  <tr key={slot.name}>
                    <th scope="row">
                      <code className={styles.code}>{slot.name}</code>
                    </th>
                    <td>
                      <ApiText text={slot.description} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
