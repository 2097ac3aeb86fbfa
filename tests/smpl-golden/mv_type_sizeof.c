struct cell { int v; };

void ts(void)
{
	struct cell *c;
	int *n;

	c = alloc(sizeof(struct cell));
	n = alloc(sizeof(int));
	n = alloc(sizeof(struct cell));
}
