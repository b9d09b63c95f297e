import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { Alert, Box, Button, Card, CardContent, Divider, MenuItem, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { NotFoundState } from '@/components/EmptyState';
import { FormikTextField } from '@/components/FormikTextField';
import { PageHeader } from '@/components/PageHeader';
import { allQueries, QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { sortSections } from '../../model/sections';
import {
  LOCATION_TYPES,
  LOCATION_TYPE_NAMES,
  type ComplianceQuestion,
  type ComplianceSection,
} from '../../model/types';
import { createQuestion } from '../api/create-question';
import { forgetCatalogue, questionQuery, sectionsQuery } from '../api/queries';
import { updateQuestion } from '../api/update-question';
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

interface Loaded {
  sections: ComplianceSection[];
  question: ComplianceQuestion | null;
}

/** New question (no :id) and edit question (:id): one screen (spec 02 §2, §5). */
export function QuestionFormPage() {
  const { id } = useParams();
  const title = id ? 'Edit Compliance Question' : 'New Compliance Question';
  return (
    <Box>
      <PageHeader title={title} />
      {id ? <EditQuestion id={id} /> : <NewQuestion />}
    </Box>
  );
}

const LOADING = 'Loading the compliance question';
const LOAD_FAILED = 'Could not load the compliance question.';

function NewQuestion() {
  const sections = useQuery(sectionsQuery(db));
  if (!sections.isSuccess) {
    return <QueryState query={sections} loadingLabel={LOADING} errorMessage={LOAD_FAILED} />;
  }
  return <QuestionForm sections={sections.data} question={null} />;
}

/** The question and the sections, read in parallel. */
function EditQuestion({ id }: { id: string }) {
  const sections = useQuery(sectionsQuery(db));
  const question = useQuery(questionQuery(db, id));
  if (!sections.isSuccess || !question.isSuccess) {
    return (
      <QueryState
        query={allQueries(sections, question)}
        loadingLabel={LOADING}
        errorMessage={LOAD_FAILED}
      />
    );
  }
  if (!question.data) {
    return (
      <NotFoundState
        title="Question not found"
        backTo={paths.compliance.catalogue.questions()}
        backLabel="Back to questions"
      />
    );
  }
  return <QuestionForm sections={sections.data} question={question.data} />;
}

function QuestionForm({ sections, question }: Loaded) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const initialValues = question ? questionFormValues(question) : emptyQuestionForm;

  const submit = async (values: QuestionFormValues) => {
    const saved = toQuestionValues(values);
    try {
      if (question) await updateQuestion(db, { ...saved, id: question.id, previous: question });
      else await createQuestion(db, saved);
    } catch (error) {
      console.error('Saving the compliance question failed', error);
      const failed = question ? m.questionUpdateFailed : m.questionCreateFailed;
      enqueueSnackbar(`${failed}: ${errorText(error)}`, { variant: 'error' });
      return;
    }
    void forgetCatalogue(client);
    enqueueSnackbar(question ? m.questionUpdated : m.questionCreated, { variant: 'success' });
    navigate(paths.compliance.catalogue.questions(saved.type));
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
                      <Button component={RouterLink} to={paths.compliance.catalogue.newSection}>
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
                  to={paths.compliance.catalogue.questions(question?.type ?? 'all')}
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
