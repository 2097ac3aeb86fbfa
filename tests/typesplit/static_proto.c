int a;
static struct s *get(int dev);
static void reset(int x);
static int *h(void);
static const char *k(int);
struct s *kept(int dev);
int g(void);
static int *h(void)
{
	return 0;
}
