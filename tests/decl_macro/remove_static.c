static DEFINE_MUTEX(a);
DEFINE_MUTEX(b);
static __maybe_unused DEFINE_MUTEX(c);

void f(void)
{
	static DEFINE_SPINLOCK(d);
	DEFINE_SPINLOCK(e);
	spin_lock(&d);
}
