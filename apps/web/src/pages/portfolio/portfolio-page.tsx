import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { parseAsString, useQueryState } from 'nuqs';
import { useState } from 'react';
import type { PortfolioUploadReply } from '@hazardscope/contracts';
import { useAccount } from '../../account/account-context.tsx';
import { LazyLoginModal } from '../../account/lazy-account-modals.tsx';
import { usePortfolioList } from '../../api/portfolio-list.ts';
import { PortfolioList } from '../../portfolio/portfolio-list.tsx';
import { PortfolioFileGuide, PortfolioUploadForm } from '../../portfolio/portfolio-upload-form.tsx';
import { PortfolioView } from '../../portfolio/portfolio-view.tsx';

/**
 * /portfolio — many assets at once. Without `?id=`: the upload form, what the file needs, and the
 * account's portfolios. With `?id=`: that portfolio, from its quote through its progress to its
 * dashboard; the id in the address keeps it across reloads. A visitor is asked to log in first:
 * a portfolio belongs to an account.
 */
export function PortfolioPage() {
  const { account } = useAccount();
  const [id, setId] = useQueryState('id', parseAsString);
  const [upload, setUpload] = useState<PortfolioUploadReply>();
  const [loginOpened, setLoginOpened] = useState(false);
  const list = usePortfolioList(account !== undefined);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Portfolio</Title>
          <Text size="lg" c="dimmed">
            Analyse many assets at once: upload a table of assets, check what was read, pay for the
            run, and see every asset&apos;s risk, the portfolio&apos;s totals and its worst assets.
          </Text>
        </Stack>
        {account === undefined ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm" align="flex-start">
                <Title order={2}>Log in to upload a portfolio</Title>
                <Text>
                  A portfolio and its results belong to your account. Log in, or register in a
                  minute, to upload one.
                </Text>
                <Button onClick={() => setLoginOpened(true)}>Log in or register</Button>
              </Stack>
            </Card>
            <PortfolioFileGuide />
          </SimpleGrid>
        ) : id === null ? (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <PortfolioUploadForm
                onUploaded={(reply) => {
                  setUpload(reply);
                  void list.refetch();
                  void setId(reply.id);
                }}
              />
              <PortfolioFileGuide />
            </SimpleGrid>
            <PortfolioList portfolios={list.data?.portfolios ?? []} />
          </>
        ) : (
          <PortfolioView
            id={id}
            upload={upload}
            onDeleted={() => {
              void list.refetch();
              void setId(null);
            }}
          />
        )}
      </Stack>
      <LazyLoginModal opened={loginOpened} onClose={() => setLoginOpened(false)} />
    </Container>
  );
}
