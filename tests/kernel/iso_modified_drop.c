int *get(void);
void use(int *q);

void f(void)
{
	int *p;

	while ((p = get()))
		use(p);
	if ((p = get()) != 0)
		use(p);
	if (!(p = get()))
		use(p);
	if ((p = get()) == 0)
		return;
}
