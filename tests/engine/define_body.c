#define FLAGS(x) ((x)->on ? \
	old_flag(x) : 0)
#define TOKENS(a) a ## old_flag(a)

int f(struct s *p)
{
	return old_flag(p);
}
