static const int tab[] = { 1 };
int f(const int *a, int *const b, volatile int *c, const char *const s, char *t,
      char const *u, long *l)
{
	return sizeof(a) + sizeof(b) + sizeof(c) + sizeof(l) + sizeof(tab) +
	       strlen(s) + strlen(t) + strlen(u);
}
