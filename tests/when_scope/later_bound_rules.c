struct h { int *req; };

int f(struct h *hidg)
{
	lock();
	if (!hidg->req) {
		unlock();
		return -1;
	}
	bar();
	if (!hidg->req)
		free(hidg);
	return 0;
}

int g(struct h *hidg, int x)
{
	if (x)
		goto out;
	if (hidg->req == NULL)
		return -1;
out:
	if (hidg->req == NULL)
		return -2;
	return 0;
}
