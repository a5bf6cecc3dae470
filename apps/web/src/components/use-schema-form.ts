import {
  schemaResolver,
  useForm,
  type GetInputPropsReturnType,
  type UseFormReturnType,
} from '@mantine/form';
import { useTranslation } from '../i18n/use-translation';
import { translateMessage } from '../i18n/i18n';

// Every form: @mantine/form validating with a schema from packages/shared (docs/decisions.md,
// "Forms"). The schema's messages are i18n keys; a form writes no validation of its own.

type Values = Record<string, unknown>;

/** Errors hold our schemas' message codes (strings); Mantine types them as any node. */
const codeOf = (error: unknown): string => (typeof error === 'string' ? error : '');
/** A zod object schema (any Standard Schema with a `shape`). */
type ObjectSchema = Parameters<typeof schemaResolver>[0] & { shape: object };

export interface SchemaFormOptions<V extends Values> {
  /** A zod object schema from packages/shared; its field order is the order problems are told. */
  schema: ObjectSchema;
  initialValues: V;
  /**
   * The spec's account forms report one problem at a time: only the first failing field, in
   * the schema's order, is marked, and focused. Otherwise every failing field shows its error.
   */
  firstErrorOnly?: boolean;
  /** How a message code reads; i18n by default (the Polish board passes its own). */
  translate?: (code: string) => string;
  /** Called with every change (a wizard keeps its answers as they are typed). */
  onValuesChange?: (values: V) => void;
}

export interface SchemaForm<V extends Values> {
  form: UseFormReturnType<V>;
  /**
   * A control's props: value, onChange, and its error already in words — or, with
   * `flagOnly`, only marked invalid, for forms that list their problems in one summary.
   */
  field: (path: keyof V & string, options?: FieldOptions) => FieldProps;
  /** Validates, then calls `handler` with the values; on failure marks (and focuses) fields. */
  onSubmit: (
    handler: (values: V) => void,
    onInvalid?: (path: string, message: string) => void,
  ) => (event?: React.FormEvent<HTMLFormElement>) => void;
  /** The errors now shown, in words and field order, once each (for a summary list). */
  messages: () => string[];
}

export interface FieldOptions {
  type?: 'input' | 'checkbox';
  flagOnly?: boolean;
}

/** What Mantine's getInputProps gives a control, with the error in words (or a flag). */
export type FieldProps = GetInputPropsReturnType & { error?: string | boolean };

export function useSchemaForm<V extends Values>(options: SchemaFormOptions<V>): SchemaForm<V> {
  // Re-renders the form when the interface language changes, so its errors read anew.
  useTranslation();
  const translate = options.translate ?? translateMessage;
  const order = Object.keys(options.schema.shape);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: schemaResolver(options.schema, { sync: true }),
    onValuesChange: options.onValuesChange,
  });
  const inOrder = (errors: Record<string, unknown>) =>
    order.filter((path) => errors[path] !== undefined && errors[path] !== null);

  const field: SchemaForm<V>['field'] = (path, { type, flagOnly } = {}) => {
    const props = form.getInputProps(path, { type });
    if (!props.error) return { ...props, error: undefined };
    return { ...props, error: flagOnly ? true : translate(codeOf(props.error)) };
  };

  const onSubmit: SchemaForm<V>['onSubmit'] = (handler, onInvalid) =>
    form.onSubmit(
      (values) => handler(values),
      (errors) => {
        const [first] = inOrder(errors);
        if (first === undefined) return;
        if (options.firstErrorOnly) form.setErrors({ [first]: errors[first] });
        form.getInputNode(first)?.focus();
        onInvalid?.(first, translate(codeOf(errors[first])));
      },
    );

  const messages = () => [
    ...new Set(inOrder(form.errors).map((path) => translate(codeOf(form.errors[path])))),
  ];

  return { form, field, onSubmit, messages };
}
