import { type ComponentApi, nameSegments, rangeLimits, typeParts, unionMembers } from '@lectern/theme-core';
import { LENS_ATTRIBUTES } from '@lectern/theme-core/dom';
import { Fragment } from 'react';
import { labelText } from '../../label-text';
import type { Labels } from '../../labels';
import { VersionBadge } from '../VersionBadge';
import * as styles from './ApiTable.css';
import { ApiTableSection } from './ApiTableSection';
import { ApiText } from './ApiText';

/** The versions an API item's data may mark, in the order of their badges. */
const LIFECYCLE_MARKS = ['since', 'changed', 'removed'] as const;

/** What the data says of an API item's life. */
type Lifecycle = { deprecated?: string | undefined } & Partial<
  Record<(typeof LIFECYCLE_MARKS)[number], string | undefined>
>;

export interface ApiTableProps {
  /** The component's API data: props, events and slots. */
  api: ComponentApi;
  /** The level of the tables' headings (Props, Events, Slots). Default: 3. */
  headingLevel?: 2 | 3 | 4;
  labels?: Labels | undefined;
  /**
   * The pages of the types a type may name, by name (`{ TabProps: '/en/api/tab/' }`): each such name in a
   * prop's type, an event's payload or an exposed member's type links to its page.
   */
  typeLinks?: Readonly<Record<string, string>> | undefined;
}

/**
 * The API tables of a documented component: its props (type, default, accepted values or range, description,
 * a custom element's attribute), its events (payload) and its slots, and — where the component has them —
 * what its instance exposes, its CSS parts and its CSS custom properties. A kind the component has none
 * of is left out. Each table has the id `api-{component}-{kind}s` (`…-exposed`, `…-css-parts`,
 * `…-css-properties`) and each row that id and `-{name}`, so search results and links can lead to one prop.
 */
export function ApiTable({ api, headingLevel = 3, labels, typeLinks = {} }: ApiTableProps) {
  const t = (key: Parameters<typeof labelText>[1], params?: Parameters<typeof labelText>[2]) =>
    labelText(labels, key, params);
  // What is known of a prop's, event's or exposed member's life: deprecated (and why), from its JSDoc, and
  // the versions that added, changed or removed it (badges of the version lens).
  const lifecycle = (item: Lifecycle) => {
    const marks = LIFECYCLE_MARKS.filter((kind) => item[kind]);
    return (
      <>
        {item.deprecated !== undefined && (
          <div className={styles.deprecated}>
            <strong>{t('api.deprecated')}</strong>
            {item.deprecated && (
              <>
                {' '}
                <ApiText text={item.deprecated} />
              </>
            )}
          </div>
        )}
        {marks.length > 0 && (
          <div className={styles.values}>
            {marks.map((kind, index) => (
              <Fragment key={kind}>
                {index > 0 && ' '}
                <VersionBadge kind={kind} version={item[kind] as string} labels={labels} />
              </Fragment>
            ))}
          </div>
        )}
      </>
    );
  };
  // A removed member's row carries its version, so that the lens hides the whole row from readers of the
  // versions after it.
  const rowMarks = (item: Lifecycle) =>
    item.removed ? { [LENS_ATTRIBUTES.removed]: item.removed } : undefined;
  const id = (kind: string) => `api-${api.name.toLowerCase()}-${kind}`;
  const code = (text: string) => <code className={styles.code}>{text}</code>;
  // A dotted name may break after its dots, a union type between its members: a narrow column folds
  // them at their seams and leaves its width to the description.
  const name = (text: string) => (
    <code className={styles.code}>
      {nameSegments(text).map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one name never move.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </code>
  );
  const type = (text: string) => (
    <code className={styles.code}>
      {unionMembers(text).map((member, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the members of one type never move.
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className={styles.unionMember}>
            {typeParts(member, typeLinks).map((part, at) =>
              part.href === undefined ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one member never move.
                <Fragment key={at}>{part.text}</Fragment>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one member never move.
                <a key={at} href={part.href} className={styles.typeLink}>
                  {part.text}
                </a>
              ),
            )}
          </span>
        </Fragment>
      ))}
    </code>
  );
  return (
    <div className={styles.section} data-api={api.name}>
      {api.props.length > 0 && (
        <ApiTableSection
          id={id('props')}
          title={t('api.props')}
          headingLevel={headingLevel}
          columns={[t('api.name'), t('api.type'), t('api.default'), t('api.description')]}
        >
          {api.props.map((prop) => (
            <tr key={prop.name} id={`${id('props')}-${prop.name}`} {...rowMarks(prop)}>
              <th scope="row">
                {name(prop.name)}
                {prop.required && <span className={styles.required}>{t('api.required')}</span>}
              </th>
              <td>{type(prop.type)}</td>
              <td>{prop.default === null ? '—' : code(prop.default)}</td>
              <td>
                <ApiText text={prop.description} />
                {lifecycle(prop)}
                {prop.attribute && (
                  <div className={styles.values}>
                    {t('api.attribute')} {code(prop.attribute)}
                  </div>
                )}
                {prop.range && (
                  <div className={styles.values}>
                    {rangeLimits(prop.range)
                      .map(([limit, value]) => t(`api.${limit}`, { value: String(value) }))
                      .join(' ')}
                  </div>
                )}
                {prop.values && (
                  <div className={styles.values}>
                    {t('api.values')}{' '}
                    {prop.values.map((value, index) => (
                      <span key={value}>
                        {index > 0 && ', '}
                        {code(value)}
                      </span>
                    ))}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </ApiTableSection>
      )}
      {api.events.length > 0 && (
        <ApiTableSection
          id={id('events')}
          title={t('api.events')}
          headingLevel={headingLevel}
          columns={[t('api.name'), t('api.payload'), t('api.description')]}
        >
          {api.events.map((event) => (
            <tr key={event.name} id={`${id('events')}-${event.name}`} {...rowMarks(event)}>
              <th scope="row">{name(event.name)}</th>
              <td>{type(event.payload)}</td>
              <td>
                <ApiText text={event.description} />
                {lifecycle(event)}
              </td>
            </tr>
          ))}
        </ApiTableSection>
      )}
      {api.slots.length > 0 && (
        <ApiTableSection
          id={id('slots')}
          title={t('api.slots')}
          headingLevel={headingLevel}
          columns={[t('api.name'), t('api.description')]}
        >
          {api.slots.map((slot) => (
            <tr key={slot.name} id={`${id('slots')}-${slot.name}`}>
              <th scope="row">{name(slot.name)}</th>
              <td>
                <ApiText text={slot.description} />
              </td>
            </tr>
          ))}
        </ApiTableSection>
      )}
      {api.exposed && api.exposed.length > 0 && (
        <ApiTableSection
          id={id('exposed')}
          title={t('api.exposed')}
          headingLevel={headingLevel}
          columns={[t('api.name'), t('api.type'), t('api.description')]}
        >
          {api.exposed.map((member) => (
            <tr key={member.name} id={`${id('exposed')}-${member.name}`} {...rowMarks(member)}>
              <th scope="row">{name(member.name)}</th>
              <td>{type(member.type)}</td>
              <td>
                <ApiText text={member.description} />
                {lifecycle(member)}
              </td>
            </tr>
          ))}
        </ApiTableSection>
      )}
      {api.cssParts && api.cssParts.length > 0 && (
        <ApiTableSection
          id={id('css-parts')}
          title={t('api.cssParts')}
          headingLevel={headingLevel}
          columns={[t('api.name'), t('api.description')]}
        >
          {api.cssParts.map((part) => (
            <tr key={part.name} id={`${id('css-parts')}-${part.name}`}>
              <th scope="row">{code(`::part(${part.name})`)}</th>
              <td>
                <ApiText text={part.description} />
              </td>
            </tr>
          ))}
        </ApiTableSection>
      )}
      {api.cssProperties && api.cssProperties.length > 0 && (
        <ApiTableSection
          id={id('css-properties')}
          title={t('api.cssProperties')}
          headingLevel={headingLevel}
          columns={[t('api.name'), t('api.default'), t('api.description')]}
        >
          {api.cssProperties.map((property) => (
            <tr key={property.name} id={`${id('css-properties')}-${property.name.replace(/^--/, '')}`}>
              <th scope="row">{name(property.name)}</th>
              <td>{property.default === null ? '—' : code(property.default)}</td>
              <td>
                <ApiText text={property.description} />
              </td>
            </tr>
          ))}
        </ApiTableSection>
      )}
    </div>
  );
}
