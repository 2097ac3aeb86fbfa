struct old_name {
	int v;
};

struct old_name *get(struct old_name *p, struct other *q)
{
	struct old_name local;

	return p;
}
