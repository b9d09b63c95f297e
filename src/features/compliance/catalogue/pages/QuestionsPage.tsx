import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Paper, Tab, Tabs } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useSession } from '@/features/auth';
import { useDeleteAction } from '@/components/ConfirmDialog';
import { DataTable, editDeleteColumn, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { LOCATION_TYPES, LOCATION_TYPE_NAMES } from '../../model/types';
import { deleteQuestion } from '../api/delete-question';
import { forgetCatalogue, questionRowsQuery } from '../api/queries';
import type { QuestionRow } from '../model/questionRows';
import { parseTypeTab, weightLabel, WEIGHT_FILTER_VALUES, type TypeTab } from '../model/schemas';

const TYPE_OPTIONS = LOCATION_TYPES.map((type) => ({
  value: LOCATION_TYPE_NAMES[type],
  label: LOCATION_TYPE_NAMES[type],
}));
const WEIGHT_OPTIONS = WEIGHT_FILTER_VALUES.map((weight) => ({
  value: weight,
  label: weightLabel(weight),
}));

/**
 * The question catalogue with a tab per location type (`?type=`, spec 02 §2). Client mode on
 * purpose: a type's questions are one compliance form (tens of rows), read whole for the form too.
 */
export function QuestionsPage() {
  const { can } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTypeTab(searchParams.get('type'));
  const client = useQueryClient();
  const rows = useQuery(questionRowsQuery(db, tab));
  const { ask: askDelete, dialog: deleteDialog } = useDeleteAction<QuestionRow>({
    remove: (row) => deleteQuestion(db, row.id),
    deleted: 'Compliance report question deleted',
    failed: 'Compliance report question deletion failed',
    onDeleted: () => void forgetCatalogue(client),
    title: 'Delete question?',
    message: (row) =>
      `"${row.question}" will be removed from new compliance reports. Reports already made keep it.`,
  });

  const chooseTab = (value: TypeTab) => {
    const next = new URLSearchParams(searchParams);
    next.set('type', value);
    setSearchParams(next);
  };

  const canCreate = can('complianceQuestions.create');
  const canEdit = can('complianceQuestions.edit');
  const canDelete = can('complianceQuestions.delete');
  const columns: DataTableColumn<QuestionRow>[] = [
    { field: 'question', header: 'Question', sortable: true, filter: { type: 'text' } },
    ...(tab === 'all'
      ? [
          {
            field: 'typeName',
            header: 'Type',
            sortable: true,
            width: 120,
            priority: 3,
            filter: { type: 'checkbox', options: TYPE_OPTIONS },
          } satisfies DataTableColumn<QuestionRow>,
        ]
      : []),
    {
      field: 'sectionName',
      header: 'Section',
      sortable: true,
      priority: 2,
      filter: { type: 'text' },
    },
    {
      field: 'weight',
      header: 'Weight',
      sortable: true,
      width: 110,
      priority: 2,
      filter: { type: 'checkbox', options: WEIGHT_OPTIONS },
      render: (row) => weightLabel(row.weight),
    },
  ];
  const actions = editDeleteColumn<QuestionRow>({
    subject: (row) => `question: ${row.question}`,
    editTo: canEdit ? (row) => paths.compliance.catalogue.editQuestion(row.id) : undefined,
    onDelete: canDelete ? askDelete : undefined,
  });
  if (actions) columns.push(actions);

  const newQuestionButton = canCreate && (
    <Button
      component={RouterLink}
      to={paths.compliance.catalogue.newQuestion}
      startIcon={<AddIcon />}
      variant="contained"
      size="large"
    >
      New Question
    </Button>
  );

  return (
    <Box>
      <PageHeader
        title="Compliance Questions"
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.compliance.catalogue.sections}
              startIcon={<ViewListIcon />}
              variant="outlined"
              size="large"
            >
              Question Sections
            </Button>
            {newQuestionButton}
          </>
        }
      />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TypeTab) => chooseTab(value)}
          aria-label="Location type"
        >
          <Tab label="All" value="all" sx={{ minHeight: 48 }} />
          {LOCATION_TYPES.map((type) => (
            <Tab key={type} label={LOCATION_TYPE_NAMES[type]} value={type} sx={{ minHeight: 48 }} />
          ))}
        </Tabs>
      </Paper>
      {!rows.isSuccess ? (
        <QueryState
          query={rows}
          loadingLabel="Loading compliance questions"
          errorMessage="Could not load the compliance questions."
        />
      ) : rows.data.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            title="No questions configured"
            description={
              canCreate
                ? 'Create a question to start building the compliance form.'
                : 'Questions appear here once corporate creates them.'
            }
            action={newQuestionButton}
          />
        </Paper>
      ) : (
        <DataTable
          key={tab}
          rows={rows.data}
          columns={columns}
          getRowId={(row) => row.id}
          emptyMessage="No questions configured"
          label="Compliance questions"
          minWidth={640}
        />
      )}
      {deleteDialog}
    </Box>
  );
}
