static DEFINE_SPINLOCK(a);
static DEFINE_MUTEX(b);
static int c;

void f(void)
{
	spin_lock(&a);
	spin_lock(&b);
	spin_lock(&c);
}
