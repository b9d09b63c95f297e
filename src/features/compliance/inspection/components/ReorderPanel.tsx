import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import { forgetCatalogue, saveCatalogueOrder } from '../../catalogue';
import type { LocationType, ReportQuestion } from '../../model/types';
import { applyReorder, groupReportQuestions, type QuestionGroup } from '../model/reportForm';

interface ReorderPanelProps {
  type: LocationType;
  questions: ReportQuestion[];
  onSaved: (questions: ReportQuestion[]) => void;
  onCancel: () => void;
}

/**
 * Reorder mode (spec 02 §4, two top roles): drag sections, and questions within or between
 * sections; Save writes the new order to the catalogue for the whole location type.
 */
export function ReorderPanel({ type, questions, onSaved, onCancel }: ReorderPanelProps) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const [groups, setGroups] = useState<QuestionGroup[]>(() => groupReportQuestions(questions));
  const [saving, setSaving] = useState(false);

  const onDragEnd = (result: DropResult) => {
    if (!result.destination) return;
    setGroups((current) => moveInGroups(current, result));
  };

  const save = async () => {
    setSaving(true);
    const next = applyReorder(groups);
    try {
      await saveCatalogueOrder(
        db,
        type,
        groups.map((g, i) => ({ id: g.sectionId, order: i + 1 })),
        next.map((q) => ({ id: q.id, order: q.order, sectionId: q.sectionId })),
      );
      void forgetCatalogue(client);
      enqueueSnackbar('Question order saved', { variant: 'success' });
      onSaved(next);
    } catch (error) {
      console.error('Saving the question order failed', error);
      enqueueSnackbar('The question order could not be saved.', { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Drag sections and questions into the order every {type} report should use.
      </Typography>
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="sections" type="section">
          {(drop) => (
            <Stack spacing={2} ref={drop.innerRef} {...drop.droppableProps}>
              {groups.map((group, gi) => (
                <Draggable key={group.sectionId} draggableId={`s:${group.sectionId}`} index={gi}>
                  {(drag) => (
                    <Paper
                      variant="outlined"
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      sx={{ p: 2 }}
                    >
                      <Box
                        {...drag.dragHandleProps}
                        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}
                      >
                        <DragIndicatorIcon />
                        <Typography variant="h6" component="h2">
                          {group.sectionName}
                        </Typography>
                      </Box>
                      <Droppable droppableId={group.sectionId} type="question">
                        {(qdrop) => (
                          <Stack
                            spacing={1}
                            ref={qdrop.innerRef}
                            {...qdrop.droppableProps}
                            sx={{ minHeight: 24 }}
                          >
                            {group.questions.map((q, qi) => (
                              <Draggable key={q.id} draggableId={q.id} index={qi}>
                                {(qdrag) => (
                                  <Paper
                                    ref={qdrag.innerRef}
                                    {...qdrag.draggableProps}
                                    {...qdrag.dragHandleProps}
                                    variant="outlined"
                                    sx={{
                                      p: 1.5,
                                      display: 'flex',
                                      gap: 1,
                                      alignItems: 'center',
                                      minHeight: 48,
                                    }}
                                  >
                                    <DragIndicatorIcon fontSize="small" />
                                    {q.question}
                                  </Paper>
                                )}
                              </Draggable>
                            ))}
                            {qdrop.placeholder}
                          </Stack>
                        )}
                      </Droppable>
                    </Paper>
                  )}
                </Draggable>
              ))}
              {drop.placeholder}
            </Stack>
          )}
        </Droppable>
      </DragDropContext>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" size="large" onClick={() => void save()} disabled={saving}>
          Save Order
        </Button>
        <Button size="large" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Box>
    </Stack>
  );
}

/** The groups after one drag (sections, or a question within or between sections). */
function moveInGroups(groups: QuestionGroup[], result: DropResult): QuestionGroup[] {
  const { source, destination, type } = result;
  if (!destination) return groups;
  if (type === 'section') {
    const next = [...groups];
    const [moved] = next.splice(source.index, 1);
    next.splice(destination.index, 0, moved);
    return next;
  }
  const next = groups.map((g) => ({ ...g, questions: [...g.questions] }));
  const from = next.find((g) => g.sectionId === source.droppableId);
  const to = next.find((g) => g.sectionId === destination.droppableId);
  if (!from || !to) return groups;
  const [moved] = from.questions.splice(source.index, 1);
  to.questions.splice(destination.index, 0, moved);
  return next;
}
