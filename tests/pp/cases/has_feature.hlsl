#if __has_feature(hlsl_vk_buffer_pointer) && !__has_feature(no_such_feature)
yes
#endif
#ifdef __has_feature
defined
#endif
int inside_code = __has_feature(hlsl_vk_buffer_pointer) + __has_feature(other);
#if __has_feature(
#endif
#if __has_feature("str")
#endif
#define __has_feature(x) 7
int redefined = __has_feature(hlsl_vk_buffer_pointer);
