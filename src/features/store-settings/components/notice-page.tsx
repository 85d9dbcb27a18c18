import { useState } from 'react';
import { Badge, Box, Button, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import toast from '@/lib/toast';
import { useSnapshot } from 'valtio';
import DOMPurify from 'dompurify';
import { useWatch } from 'react-hook-form';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, noticeEditCall, type Notice } from '@/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/data-table';
import { FlagCheckbox } from '@/components/flag-checkbox';
import { FormField } from '@/components/form-field';
import { ListPage } from '@/components/list-page';
import { Modal } from '@/components/modal';
import { FormModal } from '@/components/form-modal';
import { ko } from '@/i18n/ko';
import { koMenuStore } from '@/i18n/ko-menu-store';
import { formatDateTime } from '@/lib/format';
import { appState } from '@/state/store';
import { useContractForm } from '@/lib/use-contract-form';
import { useDeleteNotice } from '../api/delete-notice';
import { useEditNotice } from '../api/edit-notice';
import { useGetNoticeHtml } from '../api/get-notice-html';
import { useListNotices } from '../api/list-notices';

const t = koMenuStore;
const n = t.notice;

/** Notice HTML comes from the server: only safe markup reaches the screen. */
export function sanitizeNotice(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}

interface NoticePageProps {
  pageNo: number;
  onPageChange(pageNo: number): void;
}

/** /notice: the list with paging; open one to read it (sanitized), edit or delete it; write a new one. */
export function NoticePage({ pageNo, onPageChange }: NoticePageProps) {
  const storeId = useSnapshot(appState).store_id ?? 0;
  const list = useListNotices({ store_id: storeId, page_no: pageNo });
  const [viewing, setViewing] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<{ notice: Notice | null; html: string } | null>(null);
  const columns: DataColumn<Notice>[] = [
    {
      key: 'notice_title',
      header: n.title,
      sortValue: (r) => r.notice_title,
      cell: (r) => (
        <HStack>
          {r.notice_top === 1 ? <Badge colorPalette="teal">{n.pinned}</Badge> : null}
          <Text>{r.notice_title}</Text>
        </HStack>
      ),
    },
    { key: 'manager_name', header: n.writer, cell: (r) => r.manager_name ?? '' },
    { key: 'created_at', header: n.createdAt, cell: (r) => formatDateTime(r.created_at) },
  ];
  const data = list.data;
  return (
    <ListPage
      title={ko.page.notice}
      actions={
        <Button size="lg" colorPalette="teal" onClick={() => setEditing({ notice: null, html: '' })}>
          {n.write}
        </Button>
      }
    >
      {data ? (
        <Text mb="2" color="fg.muted">
          {n.total(data.total_count)}
        </Text>
      ) : null}
      <DataTable
        label={ko.page.notice}
        columns={columns}
        rows={data?.notice_list}
        query={list}
        page={data}
        onPageChange={onPageChange}
        emptyText={n.empty}
        rowKey={(r) => r.notice_id}
        onRowClick={(r) => setViewing(r)}
      />
      {viewing ? (
        <NoticeView
          storeId={storeId}
          notice={viewing}
          onClose={() => setViewing(null)}
          onEdit={(html) => {
            setEditing({ notice: viewing, html });
            setViewing(null);
          }}
        />
      ) : null}
      {editing ? (
        <NoticeForm
          storeId={storeId}
          notice={editing.notice}
          html={editing.html}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ListPage>
  );
}

function NoticeView({
  storeId,
  notice,
  onClose,
  onEdit,
}: {
  storeId: number;
  notice: Notice;
  onClose(): void;
  onEdit(html: string): void;
}) {
  const html = useGetNoticeHtml({ store_id: storeId, notice_id: notice.notice_id });
  const [confirm, setConfirm] = useState(false);
  const del = useDeleteNotice({
    onSuccess: () => {
      toast.success(t.common.deleted);
      onClose();
    },
  });
  return (
    <Modal
      open
      size="xl"
      onClose={onClose}
      title={notice.notice_title}
      footer={
        <>
          <Button size="lg" variant="outline" colorPalette="red" onClick={() => setConfirm(true)}>
            {t.common.delete}
          </Button>
          <Button
            size="lg"
            colorPalette="teal"
            disabled={!html.data}
            onClick={() => html.data && onEdit(html.data.html)}
          >
            {t.common.edit}
          </Button>
        </>
      }
    >
      <Text color="fg.muted" fontSize="sm" mb="3">
        {formatDateTime(notice.created_at)} · {notice.manager_name ?? ''}
      </Text>
      {html.isError ? <Text color="fg.error">{html.error.message}</Text> : null}
      {html.data ? (
        <Box
          className="notice-html"
          css={{ '& p': { mb: '2' }, '& a': { color: 'teal.fg', textDecoration: 'underline' } }}
          dangerouslySetInnerHTML={{ __html: sanitizeNotice(html.data.html) }}
        />
      ) : null}
      <ConfirmDialog
        open={confirm}
        title={n.deleteTitle}
        body={n.deleteBody(notice.notice_title)}
        confirmLabel={t.common.delete}
        danger
        busy={del.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() => del.mutate({ store_id: storeId, notice_id: notice.notice_id })}
      />
    </Modal>
  );
}

function NoticeForm({
  storeId,
  notice,
  html,
  onClose,
}: {
  storeId: number;
  notice: Notice | null;
  html: string;
  onClose(): void;
}) {
  const save = useEditNotice({
    onSuccess: () => {
      toast.success(t.common.saved);
      onClose();
    },
  });
  const form = useContractForm(noticeEditCall.request, {
    defaultValues: {
      store_id: storeId,
      notice_id: notice?.notice_id,
      notice_title: notice?.notice_title ?? '',
      notice_content: html,
      notice_top: notice?.notice_top ?? 0,
    },
    serverErrors: save.fieldErrors,
  });
  const { control, register, errorOf } = form;
  const dirty = form.formState.isDirty;
  const title = String(useWatch({ control, name: 'notice_title' }) ?? '');
  const content = String(useWatch({ control, name: 'notice_content' }) ?? '');
  return (
    <FormModal
      title={notice ? n.editTitle : n.write}
      size="xl"
      saving={form.saving}
      dirty={dirty}
      onClose={onClose}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
    >
      <FormField
        label={n.title}
        error={errorOf('notice_title')}
        required
        count={{ length: title.length, max: NOTICE_TITLE_MAX }}
      >
        <Input size="lg" {...register('notice_title')} />
      </FormField>
      <FormField
        label={n.content}
        error={errorOf('notice_content')}
        required
        helper={n.contentHelper}
        count={{ length: content.length, max: NOTICE_CONTENT_MAX }}
      >
        <Textarea rows={8} {...register('notice_content')} />
      </FormField>
      <FlagCheckbox control={control} name="notice_top" label={n.top} />
    </FormModal>
  );
}
