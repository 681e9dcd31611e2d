// The storefront's form kit: one hook for what every form did by hand (values, a message per field
// from its own checks and from the API's 422 field errors, a submitting flag, the failure toast).
//
// Why our own hook and not react-hook-form with zod: the forms are small (2 to 8 fields), controlled,
// and their checks are a few lines each; what they share is the API failure mapping, which no library
// does for us. The libraries are many times this hook's size (docs/forms.md has the measurements), a
// cost in each remote that has a form (account, auth, cart) and in the shell's lazy contact page;
// shared over Module Federation they would ship whole in the home page's first load, whose budget is
// full (docs/performance.md). The hook is reached as 'shared-sdk/forms', which is not a shared module:
// each remote bundles it (tree-shaken) in the chunks of its forms, so it never enters the home page's
// first load nor a remoteEntry.js. What it uses from shared-sdk comes from 'shared-sdk', the shared
// singleton. docs/forms.md has the details and a worked example.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { firstFieldErrors, toApiFailure, useStores, type ApiFailure } from 'shared-sdk';

/** A message per invalid field, by the field's name as the API knows it. */
export type FieldErrors = Record<string, string>;

/** The keys of `V` whose values are text, the ones `field()` wires to a text input. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormOptions<V> {
  /** The values the form starts with (a function: computed once). */
  initialValues: V | (() => V);
  /** The form's own checks, run at each submit before anything is sent; none found: valid. */
  validate?: (values: V) => FieldErrors;
  /** Sends the values. A rejection is shown: its field errors beside the fields, then `onFailure`. */
  onSubmit: (values: V) => Promise<unknown>;
  /** After the field errors are shown; by default the failure's message in an error toast. */
  onFailure?: (failure: ApiFailure, fieldErrors: FieldErrors) => void;
  /**
   * The form goes away on success (a modal closes, the page navigates): it stays submitting, so its
   * button stays disabled until it is gone and the form cannot be sent twice.
   */
  leavesOnSuccess?: boolean;
}

export interface Form<V> {
  values: V;
  errors: FieldErrors;
  submitting: boolean;
  setValue: <K extends keyof V>(key: K, value: V[K]) => void;
  setErrors: (errors: FieldErrors | ((current: FieldErrors) => FieldErrors)) => void;
  /** The props of a text input for `key`: name, value, onChange and its error. */
  field: <K extends TextKey<V>>(
    key: K,
  ) => { name: K; value: string; onChange: (event: { target: { value: string } }) => void; error: string | undefined };
  /** The form's onSubmit. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /** Shows a failure that came outside a submit (a resend): field errors, then `onFailure`. */
  showFailure: (error: unknown) => void;
  /** New values (the initial ones by default) and no errors. */
  reset: (values?: V) => void;
}

export function useForm<V>(options: FormOptions<V>): Form<V> {
  const { ui } = useStores();
  const [initial] = useState(options.initialValues);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref, not the state: a second click in the same frame must not send again.
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const mounted = useMounted();

  const setValue = useCallback(<K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value })), []);

  const showFailure = useCallback(
    (error: unknown) => {
      const failure = toApiFailure(error);
      const fieldErrors = firstFieldErrors(failure.errors);
      setErrors(fieldErrors);
      if (latest.current.onFailure) latest.current.onFailure(failure, fieldErrors);
      else ui.error(failure.message);
    },
    [ui],
  );

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    const found = latest.current.validate?.(values) ?? {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    busy.current = true;
    setSubmitting(true);
    let succeeded = false;
    try {
      await latest.current.onSubmit(values);
      succeeded = true;
    } catch (error) {
      showFailure(error);
    }
    if (succeeded && latest.current.leavesOnSuccess) return;
    busy.current = false;
    if (mounted.current) setSubmitting(false);
  };

  const field = <K extends TextKey<V>>(key: K) => ({
    name: key,
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => setValue(key, event.target.value as V[K]),
    error: errors[key],
  });

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initial);
      setErrors({});
    },
    [initial],
  );

  return { values, errors, submitting, setValue, setErrors, field, handleSubmit, showFailure, reset };
}

/** Whether the component is still on screen (a submit may settle after it is gone). */
function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
