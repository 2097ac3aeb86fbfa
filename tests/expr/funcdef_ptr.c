struct s *get(struct s *x) { return x; }
static char **names(void) { return 0; }
int (*getfn(void))(int) { return 0; }
int plain(int a) { return a; }
const char *const cname(void) { return ""; }
void calls(void)
{
	get(0);
	names(0);
	getfn(0);
	plain(0);
	cname(0);
	other(0);
}
