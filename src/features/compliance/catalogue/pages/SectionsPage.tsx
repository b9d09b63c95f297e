import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Paper } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import QuizIcon from '@mui/icons-material/Quiz';
import { useSession } from '@/features/auth';
import { useDeleteAction } from '@/components/ConfirmDialog';
import { DataTable, editDeleteColumn, type DataTableColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { sortSections } from '../../model/sections';
import type { ComplianceSection } from '../../model/types';
import { deleteSection } from '../api/delete-section';
import { forgetCatalogue, sectionsQuery } from '../api/queries';

/**
 * Question sections, in restaurant order (ties newest first, spec 02 §4), with both orders shown.
 * Client mode: sections are a short hand-made list, read whole.
 */
export function SectionsPage() {
  const { can } = useSession();
  const client = useQueryClient();
  const sections = useQuery(sectionsQuery(db));
  const { ask: askDelete, dialog: deleteDialog } = useDeleteAction<ComplianceSection>({
    remove: (section) => deleteSection(db, section.id),
    deleted: 'Compliance report section deleted',
    failed: 'Compliance report section deletion failed',
    onDeleted: () => void forgetCatalogue(client),
    title: 'Delete section?',
    message: (section) =>
      `"${section.name}" will be removed. Sections that still have questions cannot be deleted.`,
  });

  const canCreate = can('complianceQuestions.create');
  const canEdit = can('complianceQuestions.edit');
  const canDelete = can('complianceQuestions.delete');
  const columns: DataTableColumn<ComplianceSection>[] = [
    { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
    { field: 'orderInRestaurant', header: 'Restaurant order', sortable: true, width: 150 },
    { field: 'orderInTruck', header: 'Truck order', sortable: true, width: 130 },
  ];
  const actions = editDeleteColumn<ComplianceSection>({
    subject: (section) => section.name,
    editTo: canEdit ? (section) => paths.compliance.catalogue.editSection(section.id) : undefined,
    onDelete: canDelete ? askDelete : undefined,
  });
  if (actions) columns.push(actions);

  const newSectionButton = canCreate && (
    <Button
      component={RouterLink}
      to={paths.compliance.catalogue.newSection}
      startIcon={<AddIcon />}
      variant="contained"
      size="large"
    >
      New Section
    </Button>
  );

  return (
    <Box>
      <PageHeader
        title="Question Sections"
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.compliance.catalogue.questions()}
              startIcon={<QuizIcon />}
              variant="outlined"
              size="large"
            >
              Questions
            </Button>
            {newSectionButton}
          </>
        }
      />
      {!sections.isSuccess ? (
        <QueryState
          query={sections}
          loadingLabel="Loading question sections"
          errorMessage="Could not load the question sections."
        />
      ) : sections.data.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            title="No question sections that already exist"
            description={canCreate ? 'Create a section to group compliance questions.' : undefined}
            action={newSectionButton}
          />
        </Paper>
      ) : (
        <DataTable
          rows={sortSections(sections.data, 'restaurant')}
          columns={columns}
          getRowId={(section) => section.id}
          emptyMessage="No question sections that already exist"
          label="Question sections"
          minWidth={560}
        />
      )}
      {deleteDialog}
    </Box>
  );
}
