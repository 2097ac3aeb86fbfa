static inline int a1(struct device *dev)
{
	return 0;
}
static int __maybe_unused a2(struct device *dev)
{
	return 0;
}
static inline int __maybe_unused a3(struct device *dev)
{
	return 0;
}
static __always_inline int a4(struct device *dev)
{
	return 0;
}
int a5(struct device *dev)
{
	return 0;
}
inline int a6(struct device *dev)
{
	return 0;
}
