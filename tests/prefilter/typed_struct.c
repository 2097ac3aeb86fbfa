struct mmc_host { int a; };

void f(struct mmc_host *h)
{
	h->a = 1;
}
