import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { Alert, Box, Button, Card, CardContent, Divider, MenuItem, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { FormikTextField } from '@/components/FormikTextField';
import { PageHeader } from '@/components/PageHeader';
import { sortSections } from '../../model/sections';
import {
  LOCATION_TYPES,
  LOCATION_TYPE_NAMES,
  type ComplianceQuestion,
  type ComplianceSection,
} from '../../model/types';
import { createQuestion } from '../api/create-question';
import { errorText } from '@/lib/errors';
import { getQuestion } from '../api/get-question';
import { listSections } from '../api/list-sections';
import { updateQuestion } from '../api/update-question';
import { LoadGate } from '../components/LoadGate';
import { useLoader } from '../components/useLoader';
import {
  catalogueMessages as m,
  emptyQuestionForm,
  MAX_TEXT,
  questionFormValues,
  questionSchema,
  toQuestionValues,
  weightLabel,
  WEIGHT_VALUES,
  type QuestionFormValues,
} from '../model/schemas';
import { cataloguePaths } from '../paths';

interface Loaded {
  sections: ComplianceSection[];
  question: ComplianceQuestion | null;
}

/** Sections plus, on edit, the question; null when the question does not exist. */
async function load(id: string | undefined): Promise<Loaded | null> {
  const [sections, question] = await Promise.all([
    listSections(),
    id ? getQuestion(id) : Promise.resolve(null),
  ]);
  return id && !question ? null : { sections, question };
}

/** New question (no :id) and edit question (:id): one screen (spec 02 §2, §5). */
export function QuestionFormPage() {
  const { id } = useParams();
  const state = useLoader(() => load(id), id ?? 'new', 'the compliance question');
  return (
    <Box>
      <PageHeader title={id ? 'Edit Compliance Question' : 'New Compliance Question'} />
      <LoadGate
        state={state}
        what="question"
        backTo={cataloguePaths.questions()}
        backLabel="Back to questions"
      >
        {(loaded) => <QuestionForm {...loaded} />}
      </LoadGate>
    </Box>
  );
}

function QuestionForm({ sections, question }: Loaded) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const initialValues = question ? questionFormValues(question) : emptyQuestionForm;

  const submit = async (values: QuestionFormValues) => {
    const saved = toQuestionValues(values);
    try {
      if (question) await updateQuestion({ ...saved, id: question.id, previous: question });
      else await createQuestion(saved);
    } catch (error) {
      console.error('Saving the compliance question failed', error);
      const failed = question ? m.questionUpdateFailed : m.questionCreateFailed;
      enqueueSnackbar(`${failed}: ${errorText(error)}`, { variant: 'error' });
      return;
    }
    enqueueSnackbar(question ? m.questionUpdated : m.questionCreated, { variant: 'success' });
    navigate(cataloguePaths.questions(saved.type));
  };

  return (
    <Formik initialValues={initialValues} validationSchema={questionSchema} onSubmit={submit}>
      {({ values, isSubmitting }) => {
        // Sections in the order the chosen type's form shows them.
        const ordered = values.type ? sortSections(sections, values.type) : sections;
        return (
          <Form noValidate aria-label="Compliance question">
            <Card variant="outlined" sx={{ maxWidth: 720 }}>
              <CardContent>
                {sections.length === 0 && (
                  <Alert
                    severity="warning"
                    sx={{ mb: 2 }}
                    action={
                      <Button component={RouterLink} to={cataloguePaths.newSection}>
                        New Section
                      </Button>
                    }
                  >
                    There is no question section yet: create one first.
                  </Alert>
                )}
                <Stack spacing={2.5}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormikTextField name="type" label="Franchisee type" select required fullWidth>
                      {LOCATION_TYPES.map((type) => (
                        <MenuItem key={type} value={type} sx={{ minHeight: 48 }}>
                          {LOCATION_TYPE_NAMES[type]}
                        </MenuItem>
                      ))}
                    </FormikTextField>
                    <FormikTextField
                      name="weight"
                      label="Weight"
                      select
                      required
                      fullWidth
                      helperText="Failing a DNQ question fails the whole report."
                    >
                      {WEIGHT_VALUES.map((weight) => (
                        <MenuItem key={weight} value={String(weight)} sx={{ minHeight: 48 }}>
                          {weightLabel(weight)}
                        </MenuItem>
                      ))}
                    </FormikTextField>
                  </Stack>
                  <FormikTextField name="sectionId" label="Section" select required fullWidth>
                    {ordered.map((section) => (
                      <MenuItem key={section.id} value={section.id} sx={{ minHeight: 48 }}>
                        {section.name}
                      </MenuItem>
                    ))}
                  </FormikTextField>
                  <FormikTextField
                    name="question"
                    label="Question"
                    required
                    fullWidth
                    multiline
                    minRows={3}
                    helperText={`${values.question.length}/${MAX_TEXT}`}
                  />
                </Stack>
              </CardContent>
              <Divider />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
                <Button
                  component={RouterLink}
                  to={cataloguePaths.questions(question?.type ?? 'all')}
                  size="large"
                >
                  Cancel
                </Button>
                <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                  {question ? 'Save Changes' : 'Create Question'}
                </Button>
              </Box>
            </Card>
          </Form>
        );
      }}
    </Formik>
  );
}
