import type { ReactNode } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import { Alert, Button, Grid, Stack } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { formatText } from '@curso/common';
import { useFieldError } from '../../../../components/form/useFieldError';
import type { EditionForm } from './editionForm';
import { EditorSection } from './EditorSection';
import { FoldedItem } from './FoldedItem';
import { useReadOnly } from './ReadOnlyContext';

type ListName = 'plans' | 'sponsors';

/**
 * A list of the edition (the plans, the sponsors) as a section of its own: one folded item each,
 * named by its number and name, with "remove" in each and "add" under them (neither on a finished
 * edition).
 */
export function FoldedList<Name extends ListName>({
  name,
  title,
  texts,
  emptyItem,
  showListError = false,
  children,
}: {
  name: Name;
  title: string;
  /** `heading` names an item by its number, `{n}`. */
  texts: { heading: string; add: string; remove: string };
  /** What "add" appends. */
  emptyItem: EditionForm[Name][number];
  /** Shows the list's own message (one plan at least, keys unique…) above its items. */
  showListError?: boolean;
  /** One item's inputs, as grid items. */
  children: (index: number) => ReactNode;
}) {
  const items: readonly { name: string }[] = useFormikContext<EditionForm>().values[name];
  const readOnly = useReadOnly();
  // An object when the messages belong to single items; a text when it is the list's own.
  const listError = useFieldError(name);
  return (
    <EditorSection title={title}>
      <Grid size={12}>
        <FieldArray name={name}>
          {({ push, remove }) => (
            <Stack spacing={2}>
              {showListError && typeof listError === 'string' && (
                <Alert severity="error" role="alert">
                  {listError}
                </Alert>
              )}
              {items.map((item, index) => (
                <FoldedItem
                  key={index}
                  path={`${name}[${index}]`}
                  heading={formatText(texts.heading, { n: index + 1 })}
                  name={item.name}
                  removeLabel={texts.remove}
                  onRemove={() => remove(index)}
                >
                  {children(index)}
                </FoldedItem>
              ))}
              {!readOnly && (
                <Button
                  startIcon={<AddOutlined />}
                  onClick={() => push(emptyItem)}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {texts.add}
                </Button>
              )}
            </Stack>
          )}
        </FieldArray>
      </Grid>
    </EditorSection>
  );
}
